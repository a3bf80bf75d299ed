; ModuleID = '__compute_module_add_bitcast_fusion.5.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.5.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.5.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !7
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !6
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !4
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !6
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %32, align 4, !invariant.load !3
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
  %34 = icmp ult i64 %33, 2
  br i1 %34, label %35, label %add_bitcast_fusion.5.clone_wrapped.exit

35:                                               ; preds = %1
  %36 = shl nuw nsw i64 %33, 9
  %37 = shl nuw nsw i64 %33, 16
  br label %vector.ph

vector.ph:                                        ; preds = %35, %middle.block
  %38 = phi i64 [ 0, %35 ], [ %150, %middle.block ]
  %39 = shl nuw nsw i64 %38, 7
  %40 = add nuw nsw i64 %39, %37
  %41 = and i64 %39, 16256
  %42 = add nuw nsw i64 %38, %36
  %43 = getelementptr inbounds nuw [1024 x float], ptr %6, i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !11, !noalias !37
  %45 = getelementptr inbounds nuw [1024 x float], ptr %8, i64 0, i64 %42
  %46 = load float, ptr %45, align 4, !invariant.load !3, !alias.scope !13, !noalias !40
  %47 = fmul float %46, 7.812500e-03
  %48 = getelementptr inbounds nuw [1024 x float], ptr %16, i64 0, i64 %42
  %49 = load float, ptr %48, align 4, !invariant.load !3, !alias.scope !21, !noalias !41
  %50 = getelementptr inbounds nuw [1024 x float], ptr %18, i64 0, i64 %42
  %51 = load float, ptr %50, align 4, !invariant.load !3, !alias.scope !23, !noalias !42
  %52 = fmul float %51, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %52, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %49, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %47, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %44, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %53 = add nuw nsw i64 %index, %40
  %54 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %53
  %wide.load = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !27, !noalias !43
  %55 = getelementptr inbounds nuw [131072 x float], ptr %24, i64 0, i64 %53
  %wide.load10 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !29, !noalias !44
  %56 = fadd <8 x float> %wide.load, %wide.load10
  %57 = or disjoint i64 %index, %41
  %58 = getelementptr inbounds nuw [16384 x float], ptr %20, i64 0, i64 %57
  %wide.load11 = load <8 x float>, ptr %58, align 4, !invariant.load !3, !alias.scope !25, !noalias !45
  %59 = fadd <8 x float> %56, %wide.load11
  %60 = fsub <8 x float> %59, %broadcast.splat
  %61 = fmul <8 x float> %broadcast.splat5, %60
  %62 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load12 = load <8 x float>, ptr %62, align 4, !invariant.load !3, !alias.scope !19, !noalias !46
  %63 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %53
  %wide.load13 = load <8 x float>, ptr %63, align 4, !invariant.load !3, !alias.scope !17, !noalias !47
  %64 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index
  %wide.load14 = load <8 x float>, ptr %64, align 4, !invariant.load !3, !alias.scope !15, !noalias !48
  %65 = getelementptr inbounds nuw [128 x float], ptr %26, i64 0, i64 %index
  %wide.load15 = load <8 x float>, ptr %65, align 4, !invariant.load !3, !alias.scope !31, !noalias !49
  %66 = fmul <8 x float> %wide.load12, %61
  %67 = fadd <8 x float> %wide.load13, %wide.load14
  %68 = fadd <8 x float> %wide.load15, %66
  %69 = fadd <8 x float> %67, %68
  %70 = fsub <8 x float> %69, %broadcast.splat7
  %71 = fmul <8 x float> %broadcast.splat9, %70
  %72 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load16 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !8, !noalias !50
  %73 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index
  %wide.load17 = load <8 x float>, ptr %73, align 4, !invariant.load !3, !alias.scope !33, !noalias !51
  %74 = fmul <8 x float> %wide.load16, %71
  %75 = fadd <8 x float> %wide.load17, %74
  %76 = getelementptr inbounds nuw [131072 x float], ptr %30, i64 0, i64 %53
  store <8 x float> %75, ptr %76, align 4, !alias.scope !52, !noalias !53
  %index.next = or disjoint i64 %index, 8
  %77 = add nuw nsw i64 %index.next, %40
  %78 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %77
  %wide.load.1 = load <8 x float>, ptr %78, align 4, !invariant.load !3, !alias.scope !27, !noalias !43
  %79 = getelementptr inbounds nuw [131072 x float], ptr %24, i64 0, i64 %77
  %wide.load10.1 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !29, !noalias !44
  %80 = fadd <8 x float> %wide.load.1, %wide.load10.1
  %81 = or disjoint i64 %index.next, %41
  %82 = getelementptr inbounds nuw [16384 x float], ptr %20, i64 0, i64 %81
  %wide.load11.1 = load <8 x float>, ptr %82, align 4, !invariant.load !3, !alias.scope !25, !noalias !45
  %83 = fadd <8 x float> %80, %wide.load11.1
  %84 = fsub <8 x float> %83, %broadcast.splat
  %85 = fmul <8 x float> %broadcast.splat5, %84
  %86 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load12.1 = load <8 x float>, ptr %86, align 4, !invariant.load !3, !alias.scope !19, !noalias !46
  %87 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %77
  %wide.load13.1 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !17, !noalias !47
  %88 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index.next
  %wide.load14.1 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !15, !noalias !48
  %89 = getelementptr inbounds nuw [128 x float], ptr %26, i64 0, i64 %index.next
  %wide.load15.1 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !31, !noalias !49
  %90 = fmul <8 x float> %wide.load12.1, %85
  %91 = fadd <8 x float> %wide.load13.1, %wide.load14.1
  %92 = fadd <8 x float> %wide.load15.1, %90
  %93 = fadd <8 x float> %91, %92
  %94 = fsub <8 x float> %93, %broadcast.splat7
  %95 = fmul <8 x float> %broadcast.splat9, %94
  %96 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load16.1 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !8, !noalias !50
  %97 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index.next
  %wide.load17.1 = load <8 x float>, ptr %97, align 4, !invariant.load !3, !alias.scope !33, !noalias !51
  %98 = fmul <8 x float> %wide.load16.1, %95
  %99 = fadd <8 x float> %wide.load17.1, %98
  %100 = getelementptr inbounds nuw [131072 x float], ptr %30, i64 0, i64 %77
  store <8 x float> %99, ptr %100, align 4, !alias.scope !52, !noalias !53
  %index.next.1 = or disjoint i64 %index, 16
  %101 = add nuw nsw i64 %index.next.1, %40
  %102 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %101
  %wide.load.2 = load <8 x float>, ptr %102, align 4, !invariant.load !3, !alias.scope !27, !noalias !43
  %103 = getelementptr inbounds nuw [131072 x float], ptr %24, i64 0, i64 %101
  %wide.load10.2 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !29, !noalias !44
  %104 = fadd <8 x float> %wide.load.2, %wide.load10.2
  %105 = or disjoint i64 %index.next.1, %41
  %106 = getelementptr inbounds nuw [16384 x float], ptr %20, i64 0, i64 %105
  %wide.load11.2 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !25, !noalias !45
  %107 = fadd <8 x float> %104, %wide.load11.2
  %108 = fsub <8 x float> %107, %broadcast.splat
  %109 = fmul <8 x float> %broadcast.splat5, %108
  %110 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next.1
  %wide.load12.2 = load <8 x float>, ptr %110, align 4, !invariant.load !3, !alias.scope !19, !noalias !46
  %111 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %101
  %wide.load13.2 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !17, !noalias !47
  %112 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index.next.1
  %wide.load14.2 = load <8 x float>, ptr %112, align 4, !invariant.load !3, !alias.scope !15, !noalias !48
  %113 = getelementptr inbounds nuw [128 x float], ptr %26, i64 0, i64 %index.next.1
  %wide.load15.2 = load <8 x float>, ptr %113, align 4, !invariant.load !3, !alias.scope !31, !noalias !49
  %114 = fmul <8 x float> %wide.load12.2, %109
  %115 = fadd <8 x float> %wide.load13.2, %wide.load14.2
  %116 = fadd <8 x float> %wide.load15.2, %114
  %117 = fadd <8 x float> %115, %116
  %118 = fsub <8 x float> %117, %broadcast.splat7
  %119 = fmul <8 x float> %broadcast.splat9, %118
  %120 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.1
  %wide.load16.2 = load <8 x float>, ptr %120, align 4, !invariant.load !3, !alias.scope !8, !noalias !50
  %121 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index.next.1
  %wide.load17.2 = load <8 x float>, ptr %121, align 4, !invariant.load !3, !alias.scope !33, !noalias !51
  %122 = fmul <8 x float> %wide.load16.2, %119
  %123 = fadd <8 x float> %wide.load17.2, %122
  %124 = getelementptr inbounds nuw [131072 x float], ptr %30, i64 0, i64 %101
  store <8 x float> %123, ptr %124, align 4, !alias.scope !52, !noalias !53
  %index.next.2 = or disjoint i64 %index, 24
  %125 = add nuw nsw i64 %index.next.2, %40
  %126 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %125
  %wide.load.3 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !27, !noalias !43
  %127 = getelementptr inbounds nuw [131072 x float], ptr %24, i64 0, i64 %125
  %wide.load10.3 = load <8 x float>, ptr %127, align 4, !invariant.load !3, !alias.scope !29, !noalias !44
  %128 = fadd <8 x float> %wide.load.3, %wide.load10.3
  %129 = or disjoint i64 %index.next.2, %41
  %130 = getelementptr inbounds nuw [16384 x float], ptr %20, i64 0, i64 %129
  %wide.load11.3 = load <8 x float>, ptr %130, align 4, !invariant.load !3, !alias.scope !25, !noalias !45
  %131 = fadd <8 x float> %128, %wide.load11.3
  %132 = fsub <8 x float> %131, %broadcast.splat
  %133 = fmul <8 x float> %broadcast.splat5, %132
  %134 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next.2
  %wide.load12.3 = load <8 x float>, ptr %134, align 4, !invariant.load !3, !alias.scope !19, !noalias !46
  %135 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %125
  %wide.load13.3 = load <8 x float>, ptr %135, align 4, !invariant.load !3, !alias.scope !17, !noalias !47
  %136 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index.next.2
  %wide.load14.3 = load <8 x float>, ptr %136, align 4, !invariant.load !3, !alias.scope !15, !noalias !48
  %137 = getelementptr inbounds nuw [128 x float], ptr %26, i64 0, i64 %index.next.2
  %wide.load15.3 = load <8 x float>, ptr %137, align 4, !invariant.load !3, !alias.scope !31, !noalias !49
  %138 = fmul <8 x float> %wide.load12.3, %133
  %139 = fadd <8 x float> %wide.load13.3, %wide.load14.3
  %140 = fadd <8 x float> %wide.load15.3, %138
  %141 = fadd <8 x float> %139, %140
  %142 = fsub <8 x float> %141, %broadcast.splat7
  %143 = fmul <8 x float> %broadcast.splat9, %142
  %144 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next.2
  %wide.load16.3 = load <8 x float>, ptr %144, align 4, !invariant.load !3, !alias.scope !8, !noalias !50
  %145 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index.next.2
  %wide.load17.3 = load <8 x float>, ptr %145, align 4, !invariant.load !3, !alias.scope !33, !noalias !51
  %146 = fmul <8 x float> %wide.load16.3, %143
  %147 = fadd <8 x float> %wide.load17.3, %146
  %148 = getelementptr inbounds nuw [131072 x float], ptr %30, i64 0, i64 %125
  store <8 x float> %147, ptr %148, align 4, !alias.scope !52, !noalias !53
  %index.next.3 = add nuw nsw i64 %index, 32
  %149 = icmp eq i64 %index.next.3, 128
  br i1 %149, label %middle.block, label %vector.body, !llvm.loop !54

middle.block:                                     ; preds = %vector.body
  %150 = add nuw nsw i64 %38, 1
  %exitcond3.not = icmp eq i64 %150, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.5.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.5.clone_wrapped.exit:          ; preds = %middle.block, %1
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
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.5.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"add_bitcast_fusion.5.clone_wrapped: argument 13"}
!37 = !{!38, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!38 = distinct !{!38, !39, !"xla.slice_index=13"}
!39 = distinct !{!39}
!40 = !{!38, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!41 = !{!38, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36}
!42 = !{!38, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36}
!43 = !{!38, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36}
!44 = !{!38, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36}
!45 = !{!38, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36}
!46 = !{!38, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36}
!47 = !{!38, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!48 = !{!38, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!49 = !{!38, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36}
!50 = !{!38, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36}
!51 = !{!38, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36}
!52 = !{!38, !36}
!53 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34}
!54 = distinct !{!54, !55, !56}
!55 = !{!"llvm.loop.isvectorized", i32 1}
!56 = !{!"llvm.loop.unroll.runtime.disable"}
