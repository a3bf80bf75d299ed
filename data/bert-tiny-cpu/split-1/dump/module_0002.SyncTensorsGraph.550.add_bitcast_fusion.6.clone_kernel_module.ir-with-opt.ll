; ModuleID = '__compute_module_add_bitcast_fusion.6.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.6.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.6.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !7
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !5
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8
  %25 = load i64, ptr %24, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %26 = icmp ult i64 %25, 2
  br i1 %26, label %27, label %add_bitcast_fusion.6.clone_wrapped.exit

27:                                               ; preds = %1
  %28 = shl nuw nsw i64 %25, 9
  %29 = shl nuw nsw i64 %25, 16
  br label %vector.ph

vector.ph:                                        ; preds = %27, %middle.block
  %30 = phi i64 [ 0, %27 ], [ %113, %middle.block ]
  %31 = shl nuw nsw i64 %30, 7
  %32 = add nuw nsw i64 %31, %29
  %33 = and i64 %31, 16256
  %34 = add nuw nsw i64 %30, %28
  %35 = getelementptr inbounds nuw [1024 x float], ptr %10, i64 0, i64 %34
  %36 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !15, !noalias !29
  %37 = getelementptr inbounds nuw [1024 x float], ptr %12, i64 0, i64 %34
  %38 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !17, !noalias !32
  %39 = fmul float %38, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %39, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %40 = add nuw nsw i64 %index, %32
  %41 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %40
  %wide.load = load <8 x float>, ptr %41, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %42 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %40
  %wide.load6 = load <8 x float>, ptr %42, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %43 = fadd <8 x float> %wide.load, %wide.load6
  %44 = or disjoint i64 %index, %33
  %45 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %44
  %wide.load7 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %46 = fadd <8 x float> %43, %wide.load7
  %47 = fsub <8 x float> %46, %broadcast.splat
  %48 = fmul <8 x float> %broadcast.splat5, %47
  %49 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index
  %wide.load8 = load <8 x float>, ptr %49, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %50 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %40
  %wide.load9 = load <8 x float>, ptr %50, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %51 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load10 = load <8 x float>, ptr %51, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %52 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index
  %wide.load11 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %53 = fmul <8 x float> %wide.load8, %48
  %54 = fadd <8 x float> %wide.load9, %wide.load10
  %55 = fadd <8 x float> %wide.load11, %53
  %56 = fadd <8 x float> %54, %55
  %57 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %40
  store <8 x float> %56, ptr %57, align 4, !alias.scope !40, !noalias !41
  %index.next = or disjoint i64 %index, 8
  %58 = add nuw nsw i64 %index.next, %32
  %59 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %58
  %wide.load.1 = load <8 x float>, ptr %59, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %60 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %58
  %wide.load6.1 = load <8 x float>, ptr %60, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %61 = fadd <8 x float> %wide.load.1, %wide.load6.1
  %62 = or disjoint i64 %index.next, %33
  %63 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %62
  %wide.load7.1 = load <8 x float>, ptr %63, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %64 = fadd <8 x float> %61, %wide.load7.1
  %65 = fsub <8 x float> %64, %broadcast.splat
  %66 = fmul <8 x float> %broadcast.splat5, %65
  %67 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next
  %wide.load8.1 = load <8 x float>, ptr %67, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %68 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %58
  %wide.load9.1 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %69 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load10.1 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %70 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next
  %wide.load11.1 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %71 = fmul <8 x float> %wide.load8.1, %66
  %72 = fadd <8 x float> %wide.load9.1, %wide.load10.1
  %73 = fadd <8 x float> %wide.load11.1, %71
  %74 = fadd <8 x float> %72, %73
  %75 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %58
  store <8 x float> %74, ptr %75, align 4, !alias.scope !40, !noalias !41
  %index.next.1 = or disjoint i64 %index, 16
  %76 = add nuw nsw i64 %index.next.1, %32
  %77 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %76
  %wide.load.2 = load <8 x float>, ptr %77, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %78 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %76
  %wide.load6.2 = load <8 x float>, ptr %78, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %79 = fadd <8 x float> %wide.load.2, %wide.load6.2
  %80 = or disjoint i64 %index.next.1, %33
  %81 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %80
  %wide.load7.2 = load <8 x float>, ptr %81, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %82 = fadd <8 x float> %79, %wide.load7.2
  %83 = fsub <8 x float> %82, %broadcast.splat
  %84 = fmul <8 x float> %broadcast.splat5, %83
  %85 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next.1
  %wide.load8.2 = load <8 x float>, ptr %85, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %86 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %76
  %wide.load9.2 = load <8 x float>, ptr %86, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %87 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.1
  %wide.load10.2 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %88 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next.1
  %wide.load11.2 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %89 = fmul <8 x float> %wide.load8.2, %84
  %90 = fadd <8 x float> %wide.load9.2, %wide.load10.2
  %91 = fadd <8 x float> %wide.load11.2, %89
  %92 = fadd <8 x float> %90, %91
  %93 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %76
  store <8 x float> %92, ptr %93, align 4, !alias.scope !40, !noalias !41
  %index.next.2 = or disjoint i64 %index, 24
  %94 = add nuw nsw i64 %index.next.2, %32
  %95 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %94
  %wide.load.3 = load <8 x float>, ptr %95, align 4, !invariant.load !3, !alias.scope !21, !noalias !33
  %96 = getelementptr inbounds nuw [131072 x float], ptr %18, i64 0, i64 %94
  %wide.load6.3 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !23, !noalias !34
  %97 = fadd <8 x float> %wide.load.3, %wide.load6.3
  %98 = or disjoint i64 %index.next.2, %33
  %99 = getelementptr inbounds nuw [16384 x float], ptr %14, i64 0, i64 %98
  %wide.load7.3 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !19, !noalias !35
  %100 = fadd <8 x float> %97, %wide.load7.3
  %101 = fsub <8 x float> %100, %broadcast.splat
  %102 = fmul <8 x float> %broadcast.splat5, %101
  %103 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next.2
  %wide.load8.3 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !13, !noalias !36
  %104 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %94
  %wide.load9.3 = load <8 x float>, ptr %104, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %105 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.2
  %wide.load10.3 = load <8 x float>, ptr %105, align 4, !invariant.load !3, !alias.scope !8, !noalias !38
  %106 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next.2
  %wide.load11.3 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !25, !noalias !39
  %107 = fmul <8 x float> %wide.load8.3, %102
  %108 = fadd <8 x float> %wide.load9.3, %wide.load10.3
  %109 = fadd <8 x float> %wide.load11.3, %107
  %110 = fadd <8 x float> %108, %109
  %111 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %94
  store <8 x float> %110, ptr %111, align 4, !alias.scope !40, !noalias !41
  %index.next.3 = add nuw nsw i64 %index, 32
  %112 = icmp eq i64 %index.next.3, 128
  br i1 %112, label %middle.block, label %vector.body, !llvm.loop !42

middle.block:                                     ; preds = %vector.body
  %113 = add nuw nsw i64 %30, 1
  %exitcond3.not = icmp eq i64 %113, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.6.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.6.clone_wrapped.exit:          ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.6.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.6.clone_wrapped: argument 9"}
!29 = !{!30, !9, !12, !14, !18, !20, !22, !24, !26, !28}
!30 = distinct !{!30, !31, !"xla.slice_index=9"}
!31 = distinct !{!31}
!32 = !{!30, !9, !12, !14, !16, !20, !22, !24, !26, !28}
!33 = !{!30, !9, !12, !14, !16, !18, !20, !24, !26, !28}
!34 = !{!30, !9, !12, !14, !16, !18, !20, !22, !26, !28}
!35 = !{!30, !9, !12, !14, !16, !18, !22, !24, !26, !28}
!36 = !{!30, !9, !12, !16, !18, !20, !22, !24, !26, !28}
!37 = !{!30, !9, !14, !16, !18, !20, !22, !24, !26, !28}
!38 = !{!30, !12, !14, !16, !18, !20, !22, !24, !26, !28}
!39 = !{!30, !9, !12, !14, !16, !18, !20, !22, !24, !28}
!40 = !{!30, !28}
!41 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26}
!42 = distinct !{!42, !43, !44}
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !{!"llvm.loop.unroll.runtime.disable"}
