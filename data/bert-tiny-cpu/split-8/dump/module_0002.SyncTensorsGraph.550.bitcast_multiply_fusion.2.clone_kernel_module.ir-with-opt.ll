; ModuleID = '__compute_module_bitcast_multiply_fusion.2.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @bitcast_multiply_fusion.2.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
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
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !6
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !7
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !5
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !5
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !4
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !5
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %36 = load ptr, ptr %35, align 8
  %37 = load i64, ptr %36, align 4, !invariant.load !3
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %38 = icmp ult i64 %37, 2
  br i1 %38, label %39, label %bitcast_multiply_fusion.2.clone_wrapped.exit

39:                                               ; preds = %1
  %40 = shl nuw nsw i64 %37, 9
  %41 = shl nuw nsw i64 %37, 16
  br label %vector.ph

vector.ph:                                        ; preds = %39, %middle.block
  %42 = phi i64 [ 0, %39 ], [ %116, %middle.block ]
  %43 = shl nuw nsw i64 %42, 7
  %44 = add nuw nsw i64 %43, %41
  %45 = and i64 %43, 16256
  %46 = add nuw nsw i64 %42, %40
  %47 = getelementptr inbounds nuw [1024 x float], ptr %10, i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !15, !noalias !41
  %49 = getelementptr inbounds nuw [1024 x float], ptr %12, i64 0, i64 %46
  %50 = load float, ptr %49, align 4, !invariant.load !3, !alias.scope !17, !noalias !44
  %51 = fmul float %50, 7.812500e-03
  %52 = getelementptr inbounds nuw [1024 x float], ptr %20, i64 0, i64 %46
  %53 = load float, ptr %52, align 4, !invariant.load !3, !alias.scope !25, !noalias !45
  %54 = getelementptr inbounds nuw [1024 x float], ptr %22, i64 0, i64 %46
  %55 = load float, ptr %54, align 4, !invariant.load !3, !alias.scope !27, !noalias !46
  %56 = fmul float %55, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %56, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %53, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %51, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %48, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %57 = add nuw nsw i64 %index, %44
  %58 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %57
  %wide.load = load <8 x float>, ptr %58, align 4, !invariant.load !3, !alias.scope !31, !noalias !47
  %59 = getelementptr inbounds nuw [131072 x float], ptr %28, i64 0, i64 %57
  %wide.load10 = load <8 x float>, ptr %59, align 4, !invariant.load !3, !alias.scope !33, !noalias !48
  %60 = fadd <8 x float> %wide.load, %wide.load10
  %61 = or disjoint i64 %index, %45
  %62 = getelementptr inbounds nuw [16384 x float], ptr %24, i64 0, i64 %61
  %wide.load11 = load <8 x float>, ptr %62, align 4, !invariant.load !3, !alias.scope !29, !noalias !49
  %63 = fadd <8 x float> %60, %wide.load11
  %64 = fsub <8 x float> %63, %broadcast.splat
  %65 = fmul <8 x float> %broadcast.splat5, %64
  %66 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index
  %wide.load12 = load <8 x float>, ptr %66, align 4, !invariant.load !3, !alias.scope !23, !noalias !50
  %67 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %57
  %wide.load13 = load <8 x float>, ptr %67, align 4, !invariant.load !3, !alias.scope !21, !noalias !51
  %68 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load14 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !19, !noalias !52
  %69 = getelementptr inbounds nuw [128 x float], ptr %30, i64 0, i64 %index
  %wide.load15 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !35, !noalias !53
  %70 = fmul <8 x float> %wide.load12, %65
  %71 = fadd <8 x float> %wide.load13, %wide.load14
  %72 = fadd <8 x float> %wide.load15, %70
  %73 = fadd <8 x float> %71, %72
  %74 = fsub <8 x float> %73, %broadcast.splat7
  %75 = fmul <8 x float> %broadcast.splat9, %74
  %76 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index
  %wide.load16 = load <8 x float>, ptr %76, align 4, !invariant.load !3, !alias.scope !13, !noalias !54
  %77 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %57
  %wide.load17 = load <8 x float>, ptr %77, align 4, !invariant.load !3, !alias.scope !11, !noalias !55
  %78 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load18 = load <8 x float>, ptr %78, align 4, !invariant.load !3, !alias.scope !8, !noalias !56
  %79 = getelementptr inbounds nuw [128 x float], ptr %32, i64 0, i64 %index
  %wide.load19 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !37, !noalias !57
  %80 = fmul <8 x float> %wide.load16, %75
  %81 = fadd <8 x float> %wide.load17, %wide.load18
  %82 = fadd <8 x float> %wide.load19, %80
  %83 = fadd <8 x float> %81, %82
  %84 = fmul <8 x float> %83, %83
  %85 = getelementptr inbounds nuw [131072 x float], ptr %34, i64 0, i64 %57
  store <8 x float> %84, ptr %85, align 4, !alias.scope !58, !noalias !59
  %index.next = or disjoint i64 %index, 8
  %86 = add nuw nsw i64 %index.next, %44
  %87 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %86
  %wide.load.1 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !31, !noalias !47
  %88 = getelementptr inbounds nuw [131072 x float], ptr %28, i64 0, i64 %86
  %wide.load10.1 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !33, !noalias !48
  %89 = fadd <8 x float> %wide.load.1, %wide.load10.1
  %90 = or disjoint i64 %index.next, %45
  %91 = getelementptr inbounds nuw [16384 x float], ptr %24, i64 0, i64 %90
  %wide.load11.1 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !29, !noalias !49
  %92 = fadd <8 x float> %89, %wide.load11.1
  %93 = fsub <8 x float> %92, %broadcast.splat
  %94 = fmul <8 x float> %broadcast.splat5, %93
  %95 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index.next
  %wide.load12.1 = load <8 x float>, ptr %95, align 4, !invariant.load !3, !alias.scope !23, !noalias !50
  %96 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %86
  %wide.load13.1 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !21, !noalias !51
  %97 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load14.1 = load <8 x float>, ptr %97, align 4, !invariant.load !3, !alias.scope !19, !noalias !52
  %98 = getelementptr inbounds nuw [128 x float], ptr %30, i64 0, i64 %index.next
  %wide.load15.1 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !35, !noalias !53
  %99 = fmul <8 x float> %wide.load12.1, %94
  %100 = fadd <8 x float> %wide.load13.1, %wide.load14.1
  %101 = fadd <8 x float> %wide.load15.1, %99
  %102 = fadd <8 x float> %100, %101
  %103 = fsub <8 x float> %102, %broadcast.splat7
  %104 = fmul <8 x float> %broadcast.splat9, %103
  %105 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next
  %wide.load16.1 = load <8 x float>, ptr %105, align 4, !invariant.load !3, !alias.scope !13, !noalias !54
  %106 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %86
  %wide.load17.1 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !11, !noalias !55
  %107 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load18.1 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !8, !noalias !56
  %108 = getelementptr inbounds nuw [128 x float], ptr %32, i64 0, i64 %index.next
  %wide.load19.1 = load <8 x float>, ptr %108, align 4, !invariant.load !3, !alias.scope !37, !noalias !57
  %109 = fmul <8 x float> %wide.load16.1, %104
  %110 = fadd <8 x float> %wide.load17.1, %wide.load18.1
  %111 = fadd <8 x float> %wide.load19.1, %109
  %112 = fadd <8 x float> %110, %111
  %113 = fmul <8 x float> %112, %112
  %114 = getelementptr inbounds nuw [131072 x float], ptr %34, i64 0, i64 %86
  store <8 x float> %113, ptr %114, align 4, !alias.scope !58, !noalias !59
  %index.next.1 = add nuw nsw i64 %index, 16
  %115 = icmp eq i64 %index.next.1, 128
  br i1 %115, label %middle.block, label %vector.body, !llvm.loop !60

middle.block:                                     ; preds = %vector.body
  %116 = add nuw nsw i64 %42, 1
  %exitcond3.not = icmp eq i64 %116, 512
  br i1 %exitcond3.not, label %bitcast_multiply_fusion.2.clone_wrapped.exit, label %vector.ph

bitcast_multiply_fusion.2.clone_wrapped.exit:     ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"bitcast_multiply_fusion.2.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"bitcast_multiply_fusion.2.clone_wrapped: argument 15"}
!41 = !{!42, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!42 = distinct !{!42, !43, !"xla.slice_index=15"}
!43 = distinct !{!43}
!44 = !{!42, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!45 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40}
!46 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40}
!47 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40}
!48 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40}
!49 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40}
!50 = !{!42, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40}
!51 = !{!42, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!52 = !{!42, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!53 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40}
!54 = !{!42, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!55 = !{!42, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!56 = !{!42, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40}
!57 = !{!42, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40}
!58 = !{!42, !40}
!59 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38}
!60 = distinct !{!60, !61, !62}
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = !{!"llvm.loop.unroll.runtime.disable"}
